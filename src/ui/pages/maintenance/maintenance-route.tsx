/**
 * /maintenance, loaded lazily by the route table: most shoppers never see it (first-load budget).
 * The password form posts to the host (server/host/maintenance-post.ts).
 * The maintenance template's sections (docs/editor.md, "Pages") go around the message; in a closed store the
 * catalogue refuses visitors, so a section that needs its data shows its empty state.
 */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { servicesFrom } from '../../app/services-holder';
import { requireStore } from '../../app/store-loader';
import { loadTemplate, type TemplateData } from '../../sections/theme-sections';
import { useThemeDocument } from '../../app/use-store';
import { PublicCard } from '../../layouts/public-layout';
import { TemplateSections } from '../../sections/template-sections';
import MaintenancePage from './maintenance-page';

export async function maintenanceLoader({ context }: LoaderFunctionArgs): Promise<{ template: TemplateData }> {
  const services = servicesFrom(context);
  const store = await requireStore(services);
  return { template: await loadTemplate(services, store, 'maintenance') };
}

export function MaintenanceRoute() {
  const { template } = useLoaderData() as { template: TemplateData };
  return (
    <TemplateSections template="maintenance" resolved={template.resolved}>
      <MaintenanceBody />
    </TemplateSections>
  );
}

/** The maintenance page's built-in body; the editor frame shows it as a closed store's visitor sees it. */
export function MaintenanceBody({ asClosed = false }: { asClosed?: boolean }) {
  const ownSections = useThemeDocument().templates.maintenance.sections.length;
  // In the frame the owner's edits arrive live, so the card never claims the whole screen there.
  const alone = !asClosed && ownSections === 0;
  return (
    <PublicCard alone={alone}>
      <MaintenancePage asClosed={asClosed} />
    </PublicCard>
  );
}
