/**
 * Groups flat attribute-value rows (one per value a product's variants use) into each product's
 * attributes, keeping the rows' order: attributes by id, values by the owner's position.
 */
import type { AttributeDisplayType, ProductAttribute } from '../../../src/domain/catalog/product-detail';

export interface AttributeValueRow {
  productId: number;
  attributeID: number;
  name: string;
  displayType: AttributeDisplayType;
  valueID: number;
  value: string;
  colorHex: string | null;
}

export function groupAttributes(rows: readonly AttributeValueRow[]): Map<number, ProductAttribute[]> {
  const byProduct = new Map<number, ProductAttribute[]>();
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    if (!byProduct.has(row.productId)) byProduct.set(row.productId, list);
    let attribute = list.find((a) => a.attributeID === row.attributeID);
    if (!attribute) {
      attribute = { attributeID: row.attributeID, name: row.name, displayType: row.displayType, values: [] };
      list.push(attribute);
    }
    if (!attribute.values.some((v) => v.valueID === row.valueID)) {
      attribute.values.push({ valueID: row.valueID, value: row.value, colorHex: row.displayType === 'color' ? row.colorHex : null });
    }
  }
  return byProduct;
}
