export { Avatar, type AvatarProps, builtInAvatarIndex } from './avatar';
