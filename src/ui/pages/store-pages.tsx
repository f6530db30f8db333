/** Small informational pages of the default layout. */
import { EmptyState, ShellPage } from './shell-page';

export const DesignsPage = () => (
  <ShellPage heading="Designs">
    <EmptyState>No designs yet.</EmptyState>
  </ShellPage>
);
export const ContactXPage = () => (
  <ShellPage heading="Contact">
    <EmptyState>Write to us through the contact page.</EmptyState>
  </ShellPage>
);
