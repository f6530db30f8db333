/** What the page itself checks of a new password typed twice; the rules of its strength are the store API's (password-rules.ts). */
export function newPasswordProblems(newPassword: string, confirm: string): Record<string, string> {
  if (!newPassword) return { NewPassword: 'Enter a new password' };
  if (newPassword !== confirm) return { Confirm: 'The two passwords are not the same' };
  return {};
}
