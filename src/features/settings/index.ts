export { CategoriesPending, CategoriesScreen } from './categories/categories-screen';
export { FamilyPending, FamilyScreen } from './family/family-screen';
export { PreferencesScreen } from './preferences/preferences-screen';
export { ProfileScreen } from './profile/profile-screen';
export { SettingsLayout } from './settings-layout';
