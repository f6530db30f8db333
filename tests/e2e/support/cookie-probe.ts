/** Whether the browser lets a framed page keep a cookie: its third-party cookie policy, as seen from the frame. */
export async function frameCanKeepCookies(frame: { evaluate<T>(fn: () => T): Promise<T> }): Promise<boolean> {
  return frame.evaluate(() => {
    document.cookie = 'wx_probe=1; Path=/; SameSite=None; Secure';
    const kept = document.cookie.includes('wx_probe=1');
    document.cookie = 'wx_probe=; Path=/; Max-Age=0; SameSite=None; Secure';
    return kept;
  });
}
