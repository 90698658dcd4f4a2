/**
 * Stands in for `reduce-css-calc` (aliased in vite.config.ts), which @visx/text calls to place axis
 * labels: `calc(0.71em)`, `calc(2 * -1em)`, `calc(1 * -1em + (0.71em / 2))`. The package brings a
 * general math-expression evaluator (about 7 KB brotli) to every screen with a chart; this evaluates
 * `calc()` of numbers in one unit with + - * / and parentheses, and returns anything else as it is,
 * like the package does with what it cannot reduce.
 */
type Quantity = { value: number; unit: string };

const TOKEN = /\s*(-?\d*\.?\d+(?:e-?\d+)?)([a-z%]*)|\s*([-+*/()])/giy;

function tokenize(expression: string): string[][] | undefined {
  const tokens: string[][] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < expression.trimEnd().length) {
    const match = TOKEN.exec(expression);
    if (!match) return undefined;
    tokens.push(match[3] ? [match[3]] : [match[1] ?? '', (match[2] ?? '').toLowerCase()]);
  }
  return tokens;
}

function combine(left: Quantity, operator: string, right: Quantity): Quantity | undefined {
  if (operator === '*') {
    if (left.unit && right.unit) return undefined;
    return { value: left.value * right.value, unit: left.unit || right.unit };
  }
  if (operator === '/') {
    if (right.unit || right.value === 0) return undefined;
    return { value: left.value / right.value, unit: left.unit };
  }
  // + and -: one unit, or a unitless zero on either side.
  const unit = left.unit || right.unit;
  if ((left.unit && left.unit !== unit) || (right.unit && right.unit !== unit)) return undefined;
  if ((!left.unit && left.value !== 0) || (!right.unit && right.value !== 0)) {
    if (unit) return undefined;
  }
  return { value: operator === '+' ? left.value + right.value : left.value - right.value, unit };
}

/** Recursive descent: sum := product (('+'|'-') product)*, product := factor (('*'|'/') factor)*. */
function evaluate(tokens: string[][]): Quantity | undefined {
  let position = 0;
  const peek = () => tokens[position]?.[0];
  const factor = (): Quantity | undefined => {
    const token = tokens[position++];
    if (!token) return undefined;
    if (token[0] === '(') {
      const inner = sum();
      return tokens[position++]?.[0] === ')' ? inner : undefined;
    }
    if (token[0] === '-' && token.length === 1) {
      const negated = factor();
      return negated && { value: -negated.value, unit: negated.unit };
    }
    const value = Number(token[0]);
    return token.length === 2 && Number.isFinite(value) ? { value, unit: token[1] ?? '' } : undefined;
  };
  const binary = (operand: () => Quantity | undefined, operators: string[]) => (): Quantity | undefined => {
    let left = operand();
    while (left && operators.includes(peek() ?? '')) {
      const operator = tokens[position++]?.[0] ?? '';
      const right = operand();
      left = right && combine(left, operator, right);
    }
    return left;
  };
  const product = binary(factor, ['*', '/']);
  const sum = binary(product, ['+', '-']);
  const result = sum();
  return position === tokens.length ? result : undefined;
}

export default function reduceCssCalc(value: string, precision = 5): string {
  const inner = /^calc\((.*)\)$/is.exec(value.trim())?.[1];
  if (inner === undefined) return value;
  const tokens = tokenize(inner);
  const result = tokens && evaluate(tokens);
  if (!result) return value;
  const rounded = Number(result.value.toFixed(precision));
  return `${Object.is(rounded, -0) ? 0 : rounded}${result.unit}`;
}
