/**
 * The video host (decision 261): YouTube's privacy-enhanced embed. One name for the player, which
 * frames it and trusts its messages, and for the server's Content-Security-Policy, which must let
 * the page frame it.
 */
export const PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';
