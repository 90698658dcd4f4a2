import type { ReactNode } from 'react';
import type { Product } from '@/api/gen/model';
import { BrandProvider, useBrand } from '@/app/brand';
import { startSession } from '@/app/session';
import { resetUiState } from '@/app/ui-store';
import { ME } from '@/testing/money-fakes';

/** Both bundled brands hide products and experts: stories show them under a brand that does not. */
export function ShowingBrand({ children }: { children: ReactNode }) {
  const brand = useBrand();
  return (
    <BrandProvider
      brand={{
        ...brand,
        hiddenScreens: brand.hiddenScreens.filter((s) => s !== 'produtos' && s !== 'especialistas'),
      }}
    >
      {children}
    </BrandProvider>
  );
}

export function signedIn() {
  startSession({ accessToken: 'story-token', id: ME });
  resetUiState();
  return () => {
    resetUiState();
    localStorage.clear();
  };
}

const about = {
  fgts: 'Antecipe até 10 parcelas do seu saque-aniversário com taxa reduzida.',
  consorcio: 'Cartas de R$ 150.000,00 a R$ 800.000,00 sem juros.',
  consultoria: 'Quatro encontros com um planejador certificado.',
  curso: 'Oito aulas on-line sobre orçamento, dívidas e investimentos.',
  emprestimo: 'Troque dívidas caras por um empréstimo com garantia.',
  investimento: 'Uma carteira montada para o seu perfil.',
};
const names = {
  fgts: 'Saque-aniversário do FGTS',
  consorcio: 'Consórcio de imóvel',
  consultoria: 'Consultoria financeira',
  curso: 'Curso Finanças em Ordem',
  emprestimo: 'Empréstimo com garantia',
  investimento: 'Carteira de investimentos',
};

export const products: Product[] = (Object.keys(names) as Array<keyof typeof names>).map((key) => ({
  _id: `produto-${key}`,
  name: names[key],
  image: key,
  aboutMessage: about[key],
}));
