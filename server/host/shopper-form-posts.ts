/**
 * The shopper's forms without JavaScript (decision 21): sign-in, sign-up, the cart (add, buy now,
 * quantity, remove), the wishlist (add, move to cart, remove), the account order page's review and checkout post url-encoded forms to their own page's address (multipart for a
 * checkout that asks for a file: the route's action reads it with the Fetch API's own parser). Each post must
 * come from a page of this origin (CSRF: Sec-Fetch-Site, Origin or Referer) and be of a form's size and
 * field count (form-post-guard.ts, decision 68), then is rendered by the
 * server entry as a POST: the route's action (src/ui/forms/) checks every field, calls the store API
 * in-process as the page's loaders do, and answers 303 to the next page (Post/Redirect/Get) or the
 * same page again with the messages beside the fields.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_CUSTOM_FIELD_CHOICES, MAX_CUSTOM_FIELDS } from '../../src/contracts/orders.contract';
import { MAX_FILE_BYTES } from '../../src/domain/forms/form-submission';
import { guardFormPosts, type FormPostLimits } from './form-post-guard';

/** The pages whose forms post to themselves. */
export const SHOPPER_FORM_PATHS = [
  '/signin',
  '/signup',
  '/cart',
  '/wishlist',
  '/account/addresses',
  '/orderdetail/:id',
  '/checkout',
  '/checkout/bn/:cartcode',
] as const;

/**
 * What a shopper's form can hold (decision 68): checkout is the largest, its own few dozen fields and
 * every answer to the store's questions (as many as PlaceOrder takes, each with every choice ticked);
 * url-encoded text of 64 KB; multipart (checkout only) room for a few files at the store API's limit,
 * each checked by the action as the live form does.
 */
const SHOPPER_FORM_LIMITS: FormPostLimits = {
  maxFields: 100 + MAX_CUSTOM_FIELDS * MAX_CUSTOM_FIELD_CHOICES,
  urlEncodedBytes: 64 * 1024,
  multipartBytes: 3 * MAX_FILE_BYTES + 64 * 1024,
};

type Render = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export function registerShopperFormPosts(app: FastifyInstance, render: Render) {
  void app.register(async (scope) => {
    // The body stays what it came as (text, or multipart bytes): the server entry hands it to the route's action.
    guardFormPosts(scope, SHOPPER_FORM_LIMITS);
    for (const path of SHOPPER_FORM_PATHS) {
      scope.post(path, async (request, reply) => {
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
