/**
 * Passwords attackers try first (the top of the public breach-frequency lists, lower-cased). A
 * password is refused when, lower-cased and stripped of trailing digits and symbols, it is one of
 * these: 'Password123!' is as weak as 'password'.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'password', 'passw0rd', 'p@ssword', 'p@ssw0rd', 'qwerty', 'qwertyuiop', 'qwerty123', 'asdfgh', 'asdfghjkl', 'zxcvbnm',
  '123456', '1234567', '12345678', '123456789', '1234567890', '0987654321', '111111', '11111111', '000000', '00000000',
  '123123', '654321', '666666', '121212', '112233', 'abc123', 'abcd1234', 'iloveyou', 'letmein', 'welcome',
  'monkey', 'dragon', 'football', 'baseball', 'basketball', 'soccer', 'hockey', 'superman', 'batman', 'trustno1',
  'sunshine', 'princess', 'shadow', 'master', 'michael', 'jennifer', 'jordan', 'hunter', 'freedom', 'whatever',
  'charlie', 'starwars', 'computer', 'internet', 'secret', 'changeme', 'admin', 'administrator', 'login', 'access',
  'hello', 'flower', 'cookie', 'summer', 'winter', 'spring', 'autumn', 'chocolate', 'pokemon', 'naruto',
  'liverpool', 'chelsea', 'arsenal', 'mustang', 'ferrari', 'harley', 'ranger', 'killer', 'pepper', 'ginger',
  'lovely', 'loveme', 'iloveu', 'babygirl', 'angel', 'jesus', 'buster', 'tigger', 'daniel', 'thomas',
  'qazwsx', '1q2w3e4r', '1qaz2wsx', 'zaq12wsx', 'aa123456', 'a123456', 'password1', 'shopper', 'shopping', 'webx',
]);
