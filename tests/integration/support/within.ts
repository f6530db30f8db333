/** Waits for news that crosses instances (PostgreSQL's LISTEN/NOTIFY): the check holds within `ms`, or the test fails. */
export async function within(check: () => Promise<boolean>, ms = 1000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
