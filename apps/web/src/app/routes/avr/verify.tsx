import { useParams } from 'react-router';
import { AvrVerification } from '../../../features/avr/index.ts';

/** The public check of an act's signatures (the QR code on its signature sheet opens it; no sign-in). */
export const AvrVerifyRoute = () => {
  const { code = '' } = useParams();
  return <AvrVerification key={code} code={code} />;
};
