/**
 * The mobile header title: what the page set (its title suffix without the trailing '|'), else
 * the section's title (the contracts' `titles`, Platform.title), else the site name (home).
 */
export function mobileTitle(pageSuffix: string | null, sectionTitle: string | null, siteName: string): string {
  const fromPage = pageSuffix?.replace(/\s*\|\s*$/, '').trim();
  if (fromPage) return fromPage;
  return sectionTitle ?? siteName;
}
