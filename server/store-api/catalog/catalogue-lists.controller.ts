/**
 * The owner's categories, brands and product groups (owner-catalogue-lists.contract.ts, decision 92),
 * scoped by the owner's store. A picture must be one of the store's media (decision 89); every write
 * makes every instance forget the store's cached catalogue, as product writes do (a store event), so
 * listings, menus and cards show the change at once.
 */
import type { FastifyInstance } from 'fastify';
import { CATALOGUE_LIST_CALLS } from '../../../src/contracts/owner-catalogue-lists.contract';
import type { Db } from '../platform/database/client';
import type { OwnerTokenService } from '../platform/owner-token.service';
import { answered, callRegistrar, refused } from '../platform/register-call';
import { listOf } from './catalogue-lists.repository';
import { CatalogueListsService, type ListResult } from './catalogue-lists.service';

function answer<T>(result: ListResult<T>, message: (value: T) => string) {
  return result.ok
    ? answered(result.value, message(result.value))
    : refused(result.status, `${result.field}: ${result.message}`, [{ field: result.field, message: result.message }]);
}

export function registerCatalogueListsController(
  app: FastifyInstance,
  deps: {
    db: Db;
    tokens: OwnerTokenService;
    ownMediaAmong: (webId: number, urls: string[]) => Promise<Set<string>>;
    onCatalogueChanged?: (webId: number) => Promise<void>;
  },
) {
  const register = callRegistrar(app, { ownerTokens: deps.tokens });
  const service = new CatalogueListsService({ db: deps.db, ...(deps.onCatalogueChanged ? { onChanged: deps.onCatalogueChanged } : {}) });
  /** A picture of another store (or of none) is refused by its field before anything is written. */
  const foreign = async (webId: number, field: string, url: string) => {
    if (!url || (await deps.ownMediaAmong(webId, [url])).has(url)) return null;
    const message = "No such picture in this store's media library";
    return refused(400, `${field}: ${message}`, [{ field, message }]);
  };
  const saved = (item: { name: string }) => `${item.name} saved`;
  const deleted = (value: { unlinkedProducts: number }) =>
    `Deleted; ${value.unlinkedProducts} ${value.unlinkedProducts === 1 ? 'product' : 'products'} no longer linked (the products stay)`;

  register(CATALOGUE_LIST_CALLS.categories, async (_query, { owner }) => ({ items: await listOf(deps.db, 'category', owner.WebID) }));
  register(CATALOGUE_LIST_CALLS.brands, async (_query, { owner }) => ({ items: await listOf(deps.db, 'brand', owner.WebID) }));
  register(CATALOGUE_LIST_CALLS.productGroups, async (_query, { owner }) => ({ items: await listOf(deps.db, 'group', owner.WebID) }));

  register(CATALOGUE_LIST_CALLS.saveCategory, async (body, { owner }) => {
    const refusal = await foreign(owner.WebID, 'ImageFile', body.ImageFile);
    if (refusal) return refusal;
    const columns = {
      description: body.Description,
      imageFile: body.ImageFile,
      meta: { metaTitle: body.SeoTitle, metaDesc: body.SeoDescription },
    };
    const input = { id: body.CategoryID, name: body.Name, handle: body.Handle, columns, parentId: body.ParentID };
    return answer(await service.save('category', owner.WebID, input), (item) => saved(item));
  });
  register(CATALOGUE_LIST_CALLS.saveBrand, async (body, { owner }) => {
    const refusal = await foreign(owner.WebID, 'LogoFile', body.LogoFile);
    if (refusal) return refusal;
    const input = { id: body.BrandID, name: body.Name, handle: body.Handle, columns: { logoFile: body.LogoFile } };
    return answer(await service.save('brand', owner.WebID, input), (item) => saved(item));
  });
  register(CATALOGUE_LIST_CALLS.saveProductGroup, async (body, { owner }) => {
    const refusal = await foreign(owner.WebID, 'ImageFile', body.ImageFile);
    if (refusal) return refusal;
    const columns = {
      description: body.Description,
      imageFile: body.ImageFile,
      meta: { metaTitle: body.SeoTitle, metaDesc: body.SeoDescription },
      rule: body.Rule,
    };
    const input = { id: body.GroupID, name: body.Name, handle: body.Handle, columns, rule: body.Rule };
    return answer(await service.save('group', owner.WebID, input), saved);
  });

  register(CATALOGUE_LIST_CALLS.reorderCategories, async (body, { owner }) =>
    answer(await service.reorderCategories(owner.WebID, body.CategoryIDs), () => 'Order saved'),
  );
  register(CATALOGUE_LIST_CALLS.productGroupProducts, async (query, { owner }) =>
    answer(await service.groupProducts(owner.WebID, query.GroupID), (value) => `${value.items.length} products`),
  );
  register(CATALOGUE_LIST_CALLS.reorderProductGroup, async (body, { owner }) =>
    answer(await service.reorderGroup(owner.WebID, body.GroupID, body.ProductIDs), () => 'Order saved'),
  );
  register(CATALOGUE_LIST_CALLS.deleteCategory, async (body, { owner }) =>
    answer(await service.delete('category', owner.WebID, body.CategoryID), deleted),
  );
  register(CATALOGUE_LIST_CALLS.deleteBrand, async (body, { owner }) =>
    answer(await service.delete('brand', owner.WebID, body.BrandID), deleted),
  );
  register(CATALOGUE_LIST_CALLS.deleteProductGroup, async (body, { owner }) =>
    answer(await service.delete('group', owner.WebID, body.GroupID), deleted),
  );
}
