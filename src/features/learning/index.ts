export { PLAYER_ORIGIN } from '@/lib/video-host';
export { EBOOKS, EducationalPending, EducationalScreen } from './educational-screen';
export { TrailBackLink, TrailNotFound, TrailPending, TrailScreen } from './trail-screen';
