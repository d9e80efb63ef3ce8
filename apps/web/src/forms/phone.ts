/**
 * The bound phone as shown to its owner: "+86 138****8000". The server already masks the number
 * (first 3 and last 4 digits, spec section 5); this only adds the area code.
 */
export function maskedPhone(user: { phone: string | null; areaCode: string | null } | null): string | null {
  if (!user?.phone) return null;
  return user.areaCode ? `+${user.areaCode.replace(/^\+/, "")} ${user.phone}` : user.phone;
}
