import { describe, expect, it } from 'vitest';
import {
  maskCardNumber,
  maskCep,
  maskCode,
  maskCpf,
  maskExpiry,
  maskMoneyInput,
  maskPhone,
  moneyInputToCents,
  onlyDigits,
  readWrittenAmount,
} from './masks';

describe('masks', () => {
  it.each<[(value: string) => string, string, string]>([
    [maskCpf, '52998224725', '529.982.247-25'],
    [maskCpf, '5299', '529.9'],
    [maskCpf, '529', '529'],
    [maskCpf, '529.982.247-25999', '529.982.247-25'],
    [maskPhone, '1133334444', '(11) 3333-4444'],
    [maskPhone, '11999998888', '(11) 99999-8888'],
    [maskPhone, '119', '(11) 9'],
    [maskPhone, '(11) 3333-44445', '(11) 33334-4445'],
    [maskCep, '01310100', '01310-100'],
    [maskCep, '0131', '0131'],
    [maskCode, '12a34 56 7', '123456'],
    [maskCardNumber, '4111111111111111', '4111 1111 1111 1111'],
    [maskCardNumber, '41111111111111119', '4111 1111 1111 1111'],
    [maskCardNumber, '378282246310005', '3782 822463 10005'],
    [maskCardNumber, '30569309025904', '3056 930902 5904'],
    [maskCardNumber, '55554', '5555 4'],
    [maskExpiry, '1228', '12/28'],
    [maskExpiry, '1', '1'],
    [maskExpiry, '12/2030', '12/20'],
  ])('%o(%j) is %j', (mask, input, expected) => {
    expect(mask(input)).toBe(expected);
  });

  it('strips non-digits', () => {
    expect(onlyDigits('(11) 9-8')).toBe('1198');
  });
});

describe('money input', () => {
  it.each<[string, string]>([
    ['1', '0,01'],
    ['123456', '1.234,56'],
    ['R$ 0,001', '0,01'],
    ['1.234,567', '12.345,67'],
    ['', ''],
  ])('%j shows %j', (input, expected) => {
    expect(maskMoneyInput(input)).toBe(expected);
  });

  it('reads centavos, JPY as whole yen', () => {
    expect(moneyInputToCents('1.234,56')).toBe(123456);
    expect(moneyInputToCents('1.500', 'JPY')).toBe(150000);
    expect(maskMoneyInput('1500', 'JPY')).toBe('1.500');
    expect(moneyInputToCents('abc')).toBeNull();
  });

  it('never reads more than the contract allows (999.999.999.999,99)', () => {
    expect(moneyInputToCents('99999999999999999999')).toBe(99_999_999_999_999);
    expect(moneyInputToCents('9999999999999999', 'JPY')).toBe(99_999_999_999_900);
  });
});

describe('readWrittenAmount (a pasted or filled amount, audit K7)', () => {
  it.each<[string, number | null]>([
    ['R$ 1.500', 150_000],
    ['1500', 150_000],
    ['12,5', 1_250],
    ['R$ 1.234,5', 123_450],
    ['R$\u00a01.234,56', 123_456],
    ['1.000.000,005', 100_000_001],
    ['1.000.000,004', 100_000_000],
    ['0,995', 100],
    ['1500.50', 150_050],
    ['1500.5', 150_050],
    ['0.01', 1],
    [',50', 50],
    ['-R$ 80,00', 8_000],
    ['80,00-', 8_000],
    ['0', 0],
    ['999.999.999.999,99', 99_999_999_999_999],
    ['999.999.999.999,994', 99_999_999_999_999],
    ['999.999.999.999,995', null],
    ['1.000.000.000.000,00', null],
    ['12345678901234', null],
    ['1.50.0', null],
    ['1,2,3', null],
    ['abc', null],
    ['', null],
    ['.', null],
    [',', null],
    ['R$', null],
  ])('%j is %j centavos', (text, cents) => {
    expect(readWrittenAmount(text)).toBe(cents);
  });

  it('reads whole yen, rounding what follows', () => {
    expect(readWrittenAmount('JP¥ 1.500', 'JPY')).toBe(150_000);
    expect(readWrittenAmount('1.500,5', 'JPY')).toBe(150_100);
    expect(readWrittenAmount('999.999.999.999', 'JPY')).toBe(99_999_999_999_900);
    expect(readWrittenAmount('1.000.000.000.000', 'JPY')).toBeNull();
  });
});
