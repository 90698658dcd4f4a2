export { PLAYER_ORIGIN } from '@/lib/video-host';
export { EBOOKS, EducationalPending, EducationalScreen } from './educational-screen';
export { trailLoadErrorText } from './trail-logic';
export { TrailBackLink, TrailPending, TrailScreen } from './trail-screen';
