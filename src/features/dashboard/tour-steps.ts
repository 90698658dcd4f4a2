/**
 * The onboarding tour (spec 2): start, steps 1 to 6, end. Step 7's text exists in the catalogue
 * but is not shown, as the spec says (decision 233).
 */
export const TOUR_STEPS = ['start', '1', '2', '3', '4', '5', '6', 'end'] as const;
export type TourStep = (typeof TOUR_STEPS)[number];
