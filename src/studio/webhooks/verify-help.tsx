/** How a receiver checks a delivery (Standard Webhooks, decision 91), in the owner's words, for whoever builds the receiver. */
import { card } from '../back-office/card';

export function VerifyHelp() {
  return (
    <section aria-labelledby="webhook-verify-heading" className={`${card} flex flex-col gap-2 text-sm`}>
      <h3 id="webhook-verify-heading" className="font-semibold">
        Checking that a delivery came from this store
      </h3>
      <p>
        Each delivery is a POST with a JSON body, signed as{' '}
        <a className="underline" href="https://www.standardwebhooks.com/">
          Standard Webhooks
        </a>{' '}
        describes, so any of its libraries can check it. It carries these headers:
      </p>
      <ul className="list-disc pl-5">
        <li>
          <code>webhook-id</code>: the event&apos;s id, the same on every retry and on Send again: keep the ids you have handled and ignore
          a repeat.
        </li>
        <li>
          <code>webhook-timestamp</code>: when it was sent, in Unix seconds: refuse a delivery more than five minutes old.
        </li>
        <li>
          <code>webhook-signature</code>: <code>v1,</code> and the base64 HMAC-SHA256 of <code>id.timestamp.body</code> (the raw body,
          before any parsing), keyed with the secret&apos;s base64 part after <code>whsec_</code>. For 24 hours after a rotation it holds
          two signatures separated by a space: accept the delivery when one of them matches, compared in constant time.
        </li>
        <li>
          <code>webhook-topic</code>: what happened, such as <code>orders/create</code>.
        </li>
      </ul>
      <p>
        Answer with any 2xx status within 10 seconds. Anything else is tried again ten times over about two and a half hours; an endpoint
        whose deliveries keep failing is switched off and the store&apos;s owners are told by mail.
      </p>
    </section>
  );
}
