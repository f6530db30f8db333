/** Element ids of the product tabs, shared by the tabs and the links that open one of them. */
import type { ProductTabKey } from '../../../domain/catalog/product-tabs';

export const PRODUCT_TABS_ID = 'product-tabs';
export const tabId = (key: ProductTabKey) => `product-tab-${key}`;
export const panelId = (key: ProductTabKey) => `product-panel-${key}`;
