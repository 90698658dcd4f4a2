export { EBOOKS, EducationalScreen } from './educational-screen';
export { TrailScreen } from './trail-screen';
export { PLAYER_ORIGIN } from './video-player';
