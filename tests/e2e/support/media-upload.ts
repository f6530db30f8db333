/** The studio's "Upload a picture" (media-upload-field.tsx) as an owner uses it: a PNG of one colour, with its alt text. */
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';

/** Opens the upload inside `scope` (a form, or the page), sends the picture and its alt text. */
export async function uploadPicture(scope: Page | Locator, picture: { name: string; colour: string; alt: string; size?: number }) {
  const size = picture.size ?? 64;
  const buffer = await sharp({ create: { width: size, height: size, channels: 3, background: picture.colour } })
    .png()
    .toBuffer();
  const details = scope.locator('details').filter({ hasText: 'Upload a picture' });
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) await details.getByText('Upload a picture').click();
  await details.getByLabel(/^Picture \(PNG/).setInputFiles({ name: picture.name, mimeType: 'image/png', buffer });
  await details.getByLabel('Alt text (what the picture shows)').fill(picture.alt);
  await details.getByRole('button', { name: 'Upload' }).click();
  return details;
}
