// LinkedIn's "Add licence or certification" link (https://addtoprofile.linkedin.com): it opens the member's profile
// with the form filled in. Only public facts go into it — the challenge, the firm, the month of issue and the public
// /Find link that verifies it.

export interface LinkedInCertification {
  name: string;
  organisation: string;
  issuedAt: string;
  verifyUrl: string;
  certificateId: string;
}

export function linkedInAddUrl(c: LinkedInCertification): string {
  const issued = new Date(c.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: c.name,
    organizationName: c.organisation,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: c.verifyUrl,
    certId: c.certificateId,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
