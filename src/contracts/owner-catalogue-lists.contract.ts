/**
 * The owner's categories, brands and product groups (the catalogue's `collections`; the spec's
 * PRODUCT_GROUP link targets), docs/decisions.md 92: listed with how many products use each, created,
 * renamed, categories moved in the tree and reordered, and deleted, the products losing the link
 * (never deleted). A handle is a flat URL (`/{handle}`), unique in the store across products,
 * categories, brands, groups and pages: a taken one is a 409 naming `Handle`.
 */
import { z } from 'zod';
import { MEDIA_SCHEME } from '../domain/media/media-url';
import { SLUG_PATTERN } from '../domain/catalog/resolved-page';
import { answerOf, defineCall, type AnswerType } from './define-call';
import { recordId, recordIdParam, storedText } from './input-fields.contract';
import { amount } from './owner-products.contract';
import { MAX_RULE_ITEMS, ruleProblem, type ProductGroupRule } from '../domain/catalog/product-group-rule';
import { MAX_ORDERED_MEMBERS } from '../domain/catalog/group-order';

export type CatalogueListKind = 'category' | 'brand' | 'group';

/** One category, brand or group as the studio lists it. */
export interface CatalogueListItemWire {
  id: number;
  name: string;
  handle: string;
  /** A category's parent (null at the top); always null for brands and groups. */
  parentID: number | null;
  /** Its picture (a category's or group's image, a brand's logo), `media://…`, or ''. */
  imageFile: string;
  description: string;
  seoTitle: string;
  seoDescription: string;
  /** Products linked to it (a category's own, not its children's; a rule group's: those its rule finds). */
  productCount: number;
  /** A group's rule, or null: a manual list (always null for categories and brands). */
  rule: ProductGroupRuleWire | null;
}

/** A rule group's rule as the studio reads it (the save's `Rule`, decision 100). */
export interface ProductGroupRuleWire {
  tags: string[];
  brandIDs: number[];
  categoryIDs: number[];
  priceMin: string | null;
  priceMax: string | null;
}

export interface CatalogueListWire {
  items: CatalogueListItemWire[];
}

/** What a delete did: the products that lost the link and (of a category) the children moved up. */
export interface CatalogueListDeletedWire {
  id: number;
  unlinkedProducts: number;
  movedChildren: number;
}

const handle = z
  .string({ error: 'Handle must be text' })
  .trim()
  .regex(SLUG_PATTERN, 'Handle must be lower-case letters, digits, - or _ (up to 200), starting with a letter or digit');
const picture = (field: string) =>
  storedText(field, 500, { trim: true }).refine(
    (value) => value === '' || (value.startsWith(MEDIA_SCHEME) && value.length > MEDIA_SCHEME.length),
    `${field} must be a picture of your media library (upload it first), or empty`,
  );

const named = {
  Name: storedText('Name', 120, { trim: true }).min(1, 'Name is required'),
  /** Left out on create: made from the name (with -2, -3… when taken). */
  Handle: handle.optional(),
  Description: storedText('Description', 5_000, { multiline: true }).default(''),
};

const seo = {
  SeoTitle: storedText('SeoTitle', 200, { trim: true }).default(''),
  SeoDescription: storedText('SeoDescription', 500, { trim: true }).default(''),
};

export const saveCategoryBody = z.object(
  {
    /** Left out to create one. */
    CategoryID: recordId('CategoryID').optional(),
    ...named,
    ParentID: recordId('ParentID').nullable().default(null),
    ImageFile: picture('ImageFile').default(''),
    ...seo,
  },
  { error: 'The body must be an object' },
);
export const saveBrandBody = z.object(
  { BrandID: recordId('BrandID').optional(), ...named, LogoFile: picture('LogoFile').default('') },
  { error: 'The body must be an object' },
);
/** A rule group's rule (decision 100); each list is ORed, the kinds given ANDed. */
const ruleBody = z
  .object(
    {
      Tags: z
        .array(storedText('Rule.Tags', 60, { trim: true }).min(1, 'A tag is empty'), { error: 'Rule.Tags must be a list' })
        .max(MAX_RULE_ITEMS, `At most ${MAX_RULE_ITEMS} tags`)
        .default([]),
      BrandIDs: z
        .array(recordId('Rule.BrandIDs'), { error: 'Rule.BrandIDs must be a list' })
        .max(MAX_RULE_ITEMS, `At most ${MAX_RULE_ITEMS} brands`)
        .default([]),
      CategoryIDs: z
        .array(recordId('Rule.CategoryIDs'), { error: 'Rule.CategoryIDs must be a list' })
        .max(MAX_RULE_ITEMS, `At most ${MAX_RULE_ITEMS} categories`)
        .default([]),
      PriceMin: amount('Rule.PriceMin').nullable().default(null),
      PriceMax: amount('Rule.PriceMax').nullable().default(null),
    },
    { error: 'Rule must be an object, or null for a manual list' },
  )
  .transform((body): ProductGroupRule => ({
    tags: [...new Set(body.Tags)],
    brandIds: [...new Set(body.BrandIDs)],
    categoryIds: [...new Set(body.CategoryIDs)],
    priceMin: body.PriceMin,
    priceMax: body.PriceMax,
  }))
  .superRefine((rule, context) => {
    const problem = ruleProblem(rule);
    // The issue's path is under Rule already: `Rule.PriceMax` names its last part only.
    if (problem) context.addIssue({ code: 'custom', message: problem.message, path: problem.field.split('.').slice(1) });
  });

export const saveGroupBody = z.object(
  {
    GroupID: recordId('GroupID').optional(),
    ...named,
    ImageFile: picture('ImageFile').default(''),
    ...seo,
    /** Null (or left out): a manual list, whose products the owner adds in the product editor. */
    Rule: ruleBody.nullable().default(null),
  },
  { error: 'The body must be an object' },
);
export type SaveCategoryBody = z.infer<typeof saveCategoryBody>;
export type SaveBrandBody = z.infer<typeof saveBrandBody>;
export type SaveGroupBody = z.infer<typeof saveGroupBody>;

export const reorderCategoriesBody = z.object(
  {
    /** Categories in their new order (positions 0, 1, 2…); usually one parent's children. */
    CategoryIDs: z
      .array(recordId('CategoryIDs'), { error: 'CategoryIDs must be a list' })
      .min(1, 'CategoryIDs is empty')
      .max(1000, 'At most 1000 categories at once'),
  },
  { error: 'The body must be an object' },
);

/** A hand-picked group's products as the studio orders them. */
export interface GroupProductWire {
  productID: number;
  name: string;
  handle: string;
  status: 'active' | 'draft' | 'archived';
  /** Its first picture's thumbnail (`media://…`), or ''. */
  thumbnailFile: string;
}

export const groupProductsQuery = z.object({ GroupID: recordIdParam('GroupID') }, { error: 'The query must be an object' });

export const reorderGroupBody = z.object(
  {
    GroupID: recordId('GroupID'),
    /**
     * The group's products in their new order (positions 0, 1, 2…). A member left out (one another
     * owner added meanwhile) keeps its place after them; decision 107.
     */
    ProductIDs: z
      .array(recordId('ProductIDs'), { error: 'ProductIDs must be a list' })
      .min(1, 'ProductIDs is empty')
      .max(MAX_ORDERED_MEMBERS, `At most ${MAX_ORDERED_MEMBERS} products at once`),
  },
  { error: 'The body must be an object' },
);

const idBody = <F extends 'CategoryID' | 'BrandID' | 'GroupID'>(field: F) =>
  z.object({ [field]: recordId(field) } as Record<F, ReturnType<typeof recordId>>, { error: 'The body must be an object' });

/** Writes share the products' budget per owner (owner-products.contract.ts). */
const WRITES = { max: 300, timeWindow: '10 minutes', bucket: 'products' };
const saved = answerOf<CatalogueListItemWire>();
const list = (path: `/${string}`) =>
  defineCall({
    method: 'GET',
    path,
    auth: 'owner',
    permission: 'products.manage',
    request: z.object({}),
    answer: answerOf<CatalogueListWire>(),
  });
const write = <S extends z.ZodType, A>(path: `/${string}`, request: S, answer: AnswerType<A>) =>
  defineCall({ method: 'POST', path, auth: 'owner', permission: 'products.manage', request, answer, limit: WRITES });
const deleted = answerOf<CatalogueListDeletedWire>();

export const CATALOGUE_LIST_CALLS = {
  categories: list('/Owner/Categories'),
  saveCategory: write('/Owner/SaveCategory', saveCategoryBody, saved),
  reorderCategories: write('/Owner/ReorderCategories', reorderCategoriesBody, answerOf<{ count: number }>()),
  deleteCategory: write('/Owner/DeleteCategory', idBody('CategoryID'), deleted),
  brands: list('/Owner/Brands'),
  saveBrand: write('/Owner/SaveBrand', saveBrandBody, saved),
  deleteBrand: write('/Owner/DeleteBrand', idBody('BrandID'), deleted),
  productGroups: list('/Owner/ProductGroups'),
  saveProductGroup: write('/Owner/SaveProductGroup', saveGroupBody, saved),
  deleteProductGroup: write('/Owner/DeleteProductGroup', idBody('GroupID'), deleted),
  productGroupProducts: defineCall({
    method: 'GET',
    path: '/Owner/ProductGroupProducts',
    auth: 'owner',
    permission: 'products.manage',
    request: groupProductsQuery,
    answer: answerOf<{ items: GroupProductWire[] }>(),
  }),
  reorderProductGroup: write('/Owner/ReorderProductGroup', reorderGroupBody, answerOf<{ count: number }>()),
};
