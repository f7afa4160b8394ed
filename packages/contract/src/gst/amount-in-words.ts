const ONES = (
  'Zero One Two Three Four Five Six Seven Eight Nine Ten ' +
  'Eleven Twelve Thirteen Fourteen Fifteen Sixteen Seventeen Eighteen Nineteen'
).split(' ');
const TENS = ['', '', ...'Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety'.split(' ')];

const CRORE = 10_000_000;
/** Indian grouping below a crore: lakh and thousand above the last three digits. */
const GROUPS = [
  { size: 100_000, name: 'Lakh' },
  { size: 1_000, name: 'Thousand' },
  { size: 100, name: 'Hundred' },
] as const;

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const ones = n % 10;
  return ones === 0 ? TENS[n / 10]! : `${TENS[Math.floor(n / 10)]}-${ONES[ones]}`;
}

/** Words of a whole number; a count of crores above 99 is itself spelt out ("One Hundred Twenty-Three Crore"). */
function wholeNumberInWords(n: number): string {
  const crores = Math.floor(n / CRORE);
  const words = crores > 0 ? [`${wholeNumberInWords(crores)} Crore`] : [];
  let rest = n % CRORE;
  for (const { size, name } of GROUPS) {
    const count = Math.floor(rest / size);
    if (count > 0) words.push(`${belowHundred(count)} ${name}`);
    rest %= size;
  }
  if (rest > 0 || words.length === 0) words.push(belowHundred(rest));
  return words.join(' ');
}

/** The amount as written on a tax invoice: "Rupees One Lakh Twenty-Three Thousand … and Seventy-Eight Paise Only". */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`Amount must be whole paise of 0 or more, got ${paise}`);
  }
  const rupees = wholeNumberInWords(Math.floor(paise / 100));
  const fraction = paise % 100;
  return fraction === 0 ? `Rupees ${rupees} Only` : `Rupees ${rupees} and ${belowHundred(fraction)} Paise Only`;
}
