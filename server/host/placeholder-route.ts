/** The placeholder images of spec section 9 at /placeholder/<w>x<h>.svg (also a source of the image proxy). */
import type { FastifyInstance } from 'fastify';

export function placeholderSvg(width: number, height: number): string {
  const label = `${width} × ${height}`;
  const fontSize = Math.max(12, Math.min(width, height) / 10);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="#e5e7eb"/>` +
    `<text x="50%" y="50%" fill="#6b7280" font-family="sans-serif" font-size="${fontSize}" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`
  );
}

export function registerPlaceholderRoute(app: FastifyInstance) {
  app.get<{ Params: { size: string } }>('/placeholder/:size', async (request, reply) => {
    const match = /^(\d{1,4})x(\d{1,4})\.svg$/.exec(request.params.size);
    if (!match) return reply.code(404).send('Not found');
    const width = Math.min(Number(match[1]), 4000);
    const height = Math.min(Number(match[2]), 4000);
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=31536000, immutable').send(placeholderSvg(width, height));
  });
}
