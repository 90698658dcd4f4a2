import type { ObjectiveCategory } from '@/api/gen/model';
import styles from './objectives.module.css';

/** One pictogram per objective category (spec 3 section 3); decoration, the name says what it is. */
const ICONS: Record<ObjectiveCategory, string> = {
  aposentar: '🏖️',
  'comprar-carro-novo': '🚗',
  'comprar-casa-propria': '🏠',
  casar: '💍',
  'comprar-eletronicos': '💻',
  empreender: '💼',
  estetica: '💅',
  'formacao-profissional': '🎓',
  'reserva-emergencia': '🛟',
  viajar: '✈️',
  'viver-de-rendimento': '📈',
  outros: '🎯',
};

export function CategoryIcon({
  category,
  size = 'large',
}: {
  category: ObjectiveCategory;
  size?: 'large' | 'small';
}) {
  return (
    <span
      aria-hidden="true"
      className={size === 'large' ? styles.icon : styles.iconSmall}
      data-category={category}
    >
      {ICONS[category] ?? ICONS.outros}
    </span>
  );
}
