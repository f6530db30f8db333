/**
 * The end-to-end suite's time limits, in one place (decision 72). Every wait ends as soon as the state
 * it asserts is there, so a limit costs nothing on a fast machine; the limits are sized for a machine
 * half as fast as the slower CI machines of this kind, with the server and two browsers sharing its two
 * cores. `E2E_TIME_SCALE` stretches them all for a deliberately starved run (a CPU burner beside the
 * suite, or everything pinned to one core).
 */
const scale = Math.max(1, Number(process.env.E2E_TIME_SCALE ?? 1) || 1);

export const TIME_LIMITS = {
  /** One test, start to end. */
  test: 90_000 * scale,
  /** One assertion or locator action waiting for the page to reach a state. */
  expect: 15_000 * scale,
  /** One navigation (a cold page of a fresh store renders its pictures on demand). */
  navigation: 45_000 * scale,
  /** A wait on work the server does after a pause: an autosave, a webhook, a report, a cache refresh. */
  serverWork: 30_000 * scale,
  /** One try of a step retried until it holds (expect.toPass): short, so a try that met a replaced node is made again soon. */
  retryStep: 2_000 * scale,
  /** A journey through several cold pages and browser contexts (the studio with its frame, a shopper, a preview). */
  journey: 180_000 * scale,
};
