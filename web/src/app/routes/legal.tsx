import { LegalPage } from '../../features/legal/components/legal-page.tsx';

// One small chunk for the five pages; each page's text in each language is a chunk of its own (components/legal).
export const TermsRoute = () => <LegalPage doc="terms" />;
export const PrivacyRoute = () => <LegalPage doc="privacy" />;
export const CookieRoute = () => <LegalPage doc="cookie" />;
export const GuidelinesRoute = () => <LegalPage doc="guidelines" />;
export const AccessibilityRoute = () => <LegalPage doc="accessibility" />;
