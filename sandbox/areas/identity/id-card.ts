// Mainland ID numbers (GB 11643): the format rule the spec's IdCardNo pattern states, and the check
// digit the card-recognition stand-in needs to make up numbers a strict checker would accept.
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** The check character of the first 17 digits. */
export function idCheckChar(first17: string): string {
  const sum = [...first17].reduce((total, digit, i) => total + Number(digit) * WEIGHTS[i], 0);
  return CHECK_CHARS[sum % 11];
}

/** 信阳's districts and counties with their region codes (the first six digits of an ID number). */
export const XINYANG_DISTRICTS: { code: string; name: string }[] = [
  { code: '411502', name: '浉河区' },
  { code: '411503', name: '平桥区' },
  { code: '411521', name: '罗山县' },
  { code: '411522', name: '光山县' },
  { code: '411523', name: '新县' },
  { code: '411524', name: '商城县' },
  { code: '411525', name: '固始县' },
  { code: '411526', name: '潢川县' },
  { code: '411527', name: '淮滨县' },
  { code: '411528', name: '息县' },
];
