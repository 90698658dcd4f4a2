// The package ships no types; its test compares it with the stand-in in css-calc.ts.
declare module 'reduce-css-calc' {
  export default function reduceCSSCalc(value: string, precision?: number): string;
}
