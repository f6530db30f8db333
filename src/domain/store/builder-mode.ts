/**
 * Builder mode (site data is_builder, spec sections 4-6): the page runs inside the visual editor or
 * its preview. Tracking, ad pixels and the owner's custom script stay off there, so an owner's edits
 * never count as visits and a script of theirs cannot act on the editor.
 */
const BUILDER_PATHS = ['/editor', '/preview'] as const;

export function isBuilderPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return BUILDER_PATHS.some((builder) => path === builder);
}
