/** Narrow reads of the root loader's store data for views. */
import { createContext, useContext, useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { ResolvedSectionData } from '../../domain/sections/section';
import { parseThemeDocument, type ThemeDocument } from '../../domain/theme/theme-document';
import type { StoreInfo } from './store-loader';

export interface RootData {
  store: StoreInfo;
  /** The visitor entered a closed store with a pass the store API accepted (an HttpOnly cookie scripts cannot see). */
  passHeld?: boolean;
  /** Catalogue data of the header and footer groups' sections (docs/editor.md, "Pages"), loaded once with the store. */
  groupData?: ResolvedSectionData;
}

export function useGroupData(): ResolvedSectionData {
  return (useRouteLoaderData('root') as RootData | undefined)?.groupData ?? NO_DATA;
}

const NO_DATA: ResolvedSectionData = {};

/** Whether this page of a closed store was opened with a pass (maintenance-watcher.tsx). */
export function usePassHeld(): boolean {
  return (useRouteLoaderData('root') as RootData | undefined)?.passHeld === true;
}

export function useStore(): StoreInfo | null {
  return (useRouteLoaderData('root') as RootData | undefined)?.store ?? null;
}

/** How views parse the theme document: the server's entry provides its shared parses (theme-document-memo.ts). */
export const ThemeDocumentContext = createContext<(themeData: string | undefined) => ThemeDocument>(parseThemeDocument);

export function useThemeDocument(): ThemeDocument {
  const store = useStore();
  const themeData = store?.themeSettings.themeData;
  const parse = useContext(ThemeDocumentContext);
  return useMemo(() => parse(themeData), [parse, themeData]);
}
