/**
 * The shopper's forms without JavaScript (issue 17): sign-in, sign-up, the cart (add, buy now,
 * quantity, remove), the wishlist (add, move to cart, remove) and checkout post url-encoded forms to their own page's address (multipart for a
 * checkout that asks for a file: the route's action reads it with the Fetch API's own parser). Each post must
 * come from a page of this origin (CSRF: Sec-Fetch-Site, Origin or Referer), then is rendered by the
 * server entry as a POST: the route's action (src/ui/forms/) checks every field, calls the store API
 * in-process as the page's loaders do, and answers 303 to the next page (Post/Redirect/Get) or the
 * same page again with the messages beside the fields.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_FILE_BYTES } from '../../src/domain/forms/form-submission';
import { isSameOriginPost } from '../../src/domain/security/same-origin-post';
import { requestHost } from '../request-store';

/** The pages whose forms post to themselves. */
export const SHOPPER_FORM_PATHS = [
  '/signin',
  '/signup',
  '/cart',
  '/wishlist',
  '/account/addresses',
  '/checkout',
  '/checkout/bn/:cartcode',
] as const;

const MULTIPART_LIMIT = 3 * MAX_FILE_BYTES + 64 * 1024;

type Render = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

export function registerShopperFormPosts(app: FastifyInstance, render: Render) {
  void app.register(async (scope) => {
    // The body stays the text it came as: the server entry hands it to the route's action.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    // Room for a few files at the store API's own limit; the action checks each one as the live form does.
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: MULTIPART_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    for (const path of SHOPPER_FORM_PATHS) {
      scope.post(path, async (request, reply) => {
        const origin = {
          host: requestHost(request),
          secFetchSite: header(request, 'sec-fetch-site'),
          origin: header(request, 'origin'),
          referer: header(request, 'referer'),
        };
        if (!isSameOriginPost(origin)) {
          return reply
            .code(403)
            .header('cache-control', 'no-store')
            .type('text/plain; charset=utf-8')
            .send('This form was sent from another site, so it was not accepted. Open the page again and send it from there.');
        }
        const multipart = Buffer.isBuffer(request.body);
        if (typeof request.body !== 'string' && !(multipart && path.startsWith('/checkout'))) {
          return reply
            .code(415)
            .header('cache-control', 'no-store')
            .type('text/plain; charset=utf-8')
            .send('The form must be sent url-encoded');
        }
        return render(request, reply);
      });
    }
  });
}
