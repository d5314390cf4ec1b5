// Check digits of the VAT ids that define one, for the six largest markets we bill. Each takes
// the number without the country prefix, already matching its format.

const digits = (value: string) => [...value].map(Number);

/** DE: ISO 7064 MOD 11,10 over the first 8 digits. */
function germany(number: string): boolean {
  let product = 10;
  for (const digit of digits(number.slice(0, 8))) {
    let sum = (digit + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = 11 - product === 10 ? 0 : 11 - product;
  return check === Number(number[8]);
}

/** FR: a numeric key is (12 + 3 × (SIREN mod 97)) mod 97; letter keys (newer ids) have no public check. */
function france(number: string): boolean {
  const key = number.slice(0, 2);
  if (!/^\d{2}$/.test(key)) return true;
  return Number(key) === (12 + 3 * (Number(number.slice(2)) % 97)) % 97;
}

/** IT: Luhn over the 11 digits. */
function italy(number: string): boolean {
  const sum = digits(number).reduce((total, digit, index) => {
    if (index % 2 === 0) return total + digit;
    const doubled = digit * 2;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return sum % 10 === 0;
}

/** NL: the 11-test over the 9 digits (older ids) or, since 2020, ISO 7064 MOD 97-10 over "NL" + number. */
function netherlands(number: string): boolean {
  const nine = digits(number.slice(0, 9));
  const weighted = nine.slice(0, 8).reduce((total, digit, index) => total + digit * (9 - index), 0);
  if (weighted % 11 === nine[8]) return true;
  const numeric = `NL${number}`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return BigInt(numeric) % 97n === 1n;
}

/** BE: the last two digits are 97 − (the first eight mod 97). */
function belgium(number: string): boolean {
  return 97 - (Number(number.slice(0, 8)) % 97) === Number(number.slice(8));
}

/** ES: a company (CIF, letter first) or a person (NIF/NIE, digit or X/Y/Z first). */
function spain(number: string): boolean {
  const first = number[0]!;
  if (/[\dXYZ]/.test(first)) {
    const numeric = Number(`${"XYZ".indexOf(first) >= 0 ? "XYZ".indexOf(first) : first}${number.slice(1, 8)}`);
    return "TRWAGMYFPDXBNJZSQVHLCKE"[numeric % 23] === number[8];
  }
  if (!/[ABCDEFGHJNPQRSUVW]/.test(first) || !/^\d{7}$/.test(number.slice(1, 8))) return false;
  const middle = digits(number.slice(1, 8));
  const total = middle.reduce((sum, digit, index) => {
    if (index % 2 === 1) return sum + digit;
    const doubled = digit * 2;
    return sum + Math.floor(doubled / 10) + (doubled % 10);
  }, 0);
  const control = (10 - (total % 10)) % 10;
  return number[8] === String(control) || number[8] === "JABCDEFGHI"[control];
}

export const vatCheckDigits: Record<string, (number: string) => boolean> = {
  DE: germany,
  FR: france,
  IT: italy,
  NL: netherlands,
  BE: belgium,
  ES: spain,
};
