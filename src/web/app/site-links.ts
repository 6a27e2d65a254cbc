/** The provider's own sites, linked from the footer (spec §2). */
export const PROVIDER_SITE = 'https://www.example.edu';

export const providerLinks = [
  { label: 'Privacy', href: `${PROVIDER_SITE}/privacy` },
  { label: 'Copyright', href: `${PROVIDER_SITE}/copyright` },
  { label: 'Sitemap', href: `${PROVIDER_SITE}/sitemap` },
  { label: 'Contact us', href: `${PROVIDER_SITE}/contact` },
  { label: 'Careers advisers', href: `${PROVIDER_SITE}/careers-advisers` },
  { label: 'Student handbook', href: `${PROVIDER_SITE}/student-handbook` },
  { label: 'FAQs', href: `${PROVIDER_SITE}/faqs` },
] as const;

export const socialLinks = [
  { label: 'Facebook', href: 'https://www.facebook.com/exampleedu' },
  { label: 'Instagram', href: 'https://www.instagram.com/exampleedu' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/school/exampleedu' },
  { label: 'YouTube', href: 'https://www.youtube.com/@exampleedu' },
  { label: 'X', href: 'https://x.com/exampleedu' },
] as const;

/** The sign-in screen's Admission Enquiry area (spec §2). */
export const enquiryLinks = [
  { label: 'Undergraduate', href: `${PROVIDER_SITE}/study/undergraduate` },
  { label: 'Postgraduate', href: `${PROVIDER_SITE}/study/postgraduate` },
  { label: 'Non-Award', href: `${PROVIDER_SITE}/study/non-award` },
  { label: 'Agent', href: `${PROVIDER_SITE}/agents` },
] as const;
