/** Content of the showcase sections: services (11), features (12), clients (13), testimonials (14) and team (17). */
import { decimal, flag, icon, image, int, link, list, object, parseWith, text, type Output } from './content-fields';
import { socialLinks } from './social-networks';

const heading = { heading: text('', 120), subHeading: text('', 240) };

export const servicesContentSchema = object({
  ...heading,
  columns: int(3, 1, 4),
  items: list(object({ icon: icon(), title: text('', 80), text: text('', 300), link: link() }), 12),
});

export const featuresContentSchema = object({
  ...heading,
  items: list(object({ icon: icon(), title: text('', 80), text: text('', 200) }), 8),
});

export const clientsContentSchema = object({
  ...heading,
  logos: list(object({ image: image(), name: text('', 80), url: text('', 500) }), 12),
  grayscale: flag(true),
});

export const testimonialsContentSchema = object({
  ...heading,
  items: list(object({ quote: text('', 600), name: text('', 80), role: text('', 80), rating: decimal(5, 0, 5), avatar: image() }), 12),
});

export const teamContentSchema = object({
  ...heading,
  members: list(object({ photo: image(), name: text('', 80), role: text('', 80), bio: text('', 300), socials: socialLinks(5) }), 12),
});

export type ServicesContent = Output<typeof servicesContentSchema>;
export type FeaturesContent = Output<typeof featuresContentSchema>;
export type ClientsContent = Output<typeof clientsContentSchema>;
export type TestimonialsContent = Output<typeof testimonialsContentSchema>;
export type TeamContent = Output<typeof teamContentSchema>;

export const parseServicesContent = (raw: unknown): ServicesContent => parseWith(servicesContentSchema, raw);
export const parseFeaturesContent = (raw: unknown): FeaturesContent => parseWith(featuresContentSchema, raw);
export const parseClientsContent = (raw: unknown): ClientsContent => parseWith(clientsContentSchema, raw);
export const parseTestimonialsContent = (raw: unknown): TestimonialsContent => parseWith(testimonialsContentSchema, raw);
export const parseTeamContent = (raw: unknown): TeamContent => parseWith(teamContentSchema, raw);
