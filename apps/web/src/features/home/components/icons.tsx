/** Inline icons of the home page (no icon font): 24×24, stroke in the current colour, hidden from screen readers. */
const Icon = ({ children }: { children: React.ReactNode }) => (
  <svg
    width="28"
    height="28"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {children}
  </svg>
);

export const FEATURE_ICONS = {
  compare: (
    <Icon>
      <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
    </Icon>
  ),
  wallet: (
    <Icon>
      <rect x="2.5" y="6" width="19" height="14" rx="2.5" />
      <path d="M2.5 10h19M16.5 15h2M6 6l9-3 1.5 3" />
    </Icon>
  ),
  courier: (
    <Icon>
      <path d="M2 6h11v10H2zM13 10h4.5l3.5 3.5V16h-8" />
      <circle cx="6" cy="18" r="2" />
      <circle cx="17" cy="18" r="2" />
    </Icon>
  ),
  track: (
    <Icon>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </Icon>
  ),
  documents: (
    <Icon>
      <path d="M6 2.5h8l4 4V21.5H6z" />
      <path d="M14 2.5v4h4M9 12h6M9 16h6" />
    </Icon>
  ),
  insurance: (
    <Icon>
      <path d="M12 2.5l8 3v6c0 5-3.5 8.5-8 10-4.5-1.5-8-5-8-10v-6z" />
      <path d="M8.5 12l2.5 2.5 4.5-5" />
    </Icon>
  ),
} as const;
export type FeatureIcon = keyof typeof FEATURE_ICONS;
