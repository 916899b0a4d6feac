/** The certificate-preview widget's texts: zod-free, for the browser. */
export const CERTIFICATE_PREVIEW_TEXTS = {
  title: "Certificate of completion",
  certifies: "This certifies that",
  completed: "has completed",
  issued: "Issued",
  credentialId: "Credential ID",
  verify: "Verify this certificate",
  skills: "Skills covered",
  details: "Certificate details",
  signedBy: "Signed by",
} as const;
