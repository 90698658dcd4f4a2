import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import type { Category, Family, User } from '@/api/gen/model';
import { ProfileScreen, SettingsLayout } from '@/features/settings';
import { ConfirmationHost } from '@/features/shell/shell-hosts';
import { collection, envelope } from '@/testing/msw';

export const ME = '6650a1c2e4b0f5a1b2c3d4e5';
export const PARTNER = '6650a1c2e4b0f5a1b2c3d4e6';
export const NOW = new Date('2026-03-10T12:00:00-03:00');

export const profileUser: User = {
  _id: ME,
  email: 'ana.souza@exemplo.com.br',
  name: 'Ana Paula Souza',
  image: 'avatar3',
  active: true,
  cpf: '52998224725',
  birthdate: '1990-04-12T03:00:00.000Z',
  gender: 'Female',
  phoneNumber: '11987654321',
  address: { city: 'Campinas' },
  currency: 'BRL',
  isPlanner: false,
  preferences: { notifications: true, notificationTime: '09:00', sumBalance: true },
};
export const plannerUser: User = { ...profileUser, isPlanner: true, profiles: ['planner'] };
export const memberUser: User = {
  ...profileUser,
  _id: PARTNER,
  name: 'Carlos Souza',
  email: 'carlos@exemplo.com.br',
};

export const souza: Family = {
  _id: 'fam1',
  name: 'Família Souza',
  user: ME,
  voucher: 'SOUZA2026',
  members: [
    {
      _id: 'm1',
      user: ME,
      email: profileUser.email,
      role: 'admin',
      status: 'active',
      name: 'Ana Paula Souza',
      image: 'avatar3',
    },
    {
      _id: 'm2',
      user: PARTNER,
      email: 'carlos@exemplo.com.br',
      role: 'member',
      status: 'active',
      name: 'Carlos Souza',
      image: 'avatar5',
    },
    { _id: 'm3', user: null, email: 'bia@exemplo.com.br', role: 'member', status: 'pending' },
  ],
};
/** What a member sees: the same family without the voucher. */
export const souzaForMember: Family = { ...souza, voucher: undefined };

const builtIn = (id: string, name: string, group: Category['group']): Category => ({
  _id: id,
  name,
  group,
  category: null,
  user: null,
});
export const catalogue: Category[] = [
  builtIn('salario', 'Salário', 'revenues'),
  builtIn('outras-rendas', 'Outras rendas', 'revenues'),
  builtIn('aluguel', 'Aluguel', 'expenses'),
  builtIn('lazer', 'Lazer', 'expenses'),
  builtIn('poupanca', 'Poupança', 'investiments'),
  builtIn('cartao', 'Cartão de crédito', 'debts'),
  { _id: 'cinema', name: 'Cinema', group: 'expenses', category: 'lazer', user: ME, essential: false },
];

export const userIs = (user: User) => http.get('*/api/users/:id', () => envelope(user));
export const familiesAre = (families: Family[]) => http.get('*/api/families', () => collection(families));
export const categoriesAre = (categories: Category[]) =>
  http.get('*/api/categories', () => collection(categories));
export const noContent = () => new HttpResponse(null, { status: 204 });

/** What the shell adds around a screen: the confirmation modal. */
export function WithHosts({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ConfirmationHost />
    </>
  );
}

/** 'Meu Perfil' in its settings layout, as its route mounts it, with the hosts its dialogs use. */
export function ProfileStoryScreen() {
  return (
    <WithHosts>
      <SettingsLayout>
        <ProfileScreen now={NOW} />
      </SettingsLayout>
    </WithHosts>
  );
}

export { recorder } from '@/testing/msw';
export { signedIn } from '../session';
