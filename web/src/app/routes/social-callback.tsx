import { SocialCallback } from '../../features/auth/components/social-callback.tsx';

export function GoogleCallbackRoute() {
  return <SocialCallback provider="google" />;
}

export function LinkedinCallbackRoute() {
  return <SocialCallback provider="linkedin" />;
}
