import { useParams } from 'react-router';
import { AvrDetailView } from '../../../features/avr/index.ts';

/** One act of completed works. */
export const AvrRoute = () => {
  const { id = '' } = useParams();
  return <AvrDetailView key={id} id={id} />;
};
