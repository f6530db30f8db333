/**
 * WebhooksApi over HTTP: the store API's /Owner/Webhooks calls (owner-webhooks.contract.ts), with the
 * owner token as the bearer token, each as declared in owner-calls.ts.
 */
import type { WebhookDelivery, WebhookDraft, WebhookEndpoint, WebhooksApi } from '../../application/ports/owner-webhooks-api.port';
import { OWNER_CALLS } from '../../contracts/owner-calls';
import type { WebhookEndpointWire } from '../../contracts/owner-webhooks.contract';
import type { WebhookTopic } from '../../domain/webhooks/webhook-topics';
import { callApi } from './call-api';
import type { OwnerApiDeps } from './owner-call-helpers';

const endpointOf = (wire: WebhookEndpointWire): WebhookEndpoint => ({ ...wire, lastDelivery: wire.lastDelivery ?? null });

export class HttpWebhooksApi implements WebhooksApi {
  constructor(private readonly deps: OwnerApiDeps) {}

  endpoints() {
    return callApi(this.deps, OWNER_CALLS.webhooks, undefined, (data) => data.endpoints.map(endpointOf));
  }

  save(draft: WebhookDraft) {
    const body = {
      ...(draft.endpointID === undefined ? {} : { EndpointID: draft.endpointID }),
      Url: draft.url,
      // Any other topic is the store API's to refuse, naming the field (a 400 the form shows).
      Topics: draft.topics as WebhookTopic[],
      Enabled: draft.enabled,
    };
    return callApi(this.deps, OWNER_CALLS.saveWebhook, body, (data) => ({ endpoint: endpointOf(data.endpoint), secret: data.secret }));
  }

  remove(endpointID: number) {
    return callApi(this.deps, OWNER_CALLS.deleteWebhook, { EndpointID: endpointID }, () => null);
  }

  rotateSecret(endpointID: number) {
    return callApi(this.deps, OWNER_CALLS.rotateWebhookSecret, { EndpointID: endpointID }, (data) => ({
      endpoint: endpointOf(data.endpoint),
      secret: data.secret,
    }));
  }

  deliveries(endpointID: number) {
    return callApi(this.deps, OWNER_CALLS.webhookDeliveries, { EndpointID: endpointID }, (data): WebhookDelivery[] => data.deliveries);
  }

  resend(deliveryID: number) {
    return callApi(this.deps, OWNER_CALLS.resendWebhook, { DeliveryID: deliveryID }, (data): WebhookDelivery => data.delivery);
  }

  sendTest(endpointID: number) {
    return callApi(this.deps, OWNER_CALLS.testWebhook, { EndpointID: endpointID }, (data): WebhookDelivery => data.delivery);
  }
}
