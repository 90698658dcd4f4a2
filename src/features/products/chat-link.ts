/** The brand's contact chat with a first message, or nothing when the brand has no phone. */
export function chatLink(contactPhone: string | undefined, message: string): string | undefined {
  const digits = (contactPhone ?? '').replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(message)}` : undefined;
}
