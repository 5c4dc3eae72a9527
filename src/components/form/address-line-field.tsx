import { useEffect, useState } from 'react';
import type { MapsAdapter, PlaceAddress } from '../../lib/maps/maps-adapter';
import { TextField } from './text-field';
import type { ControlProps } from './control-props';

interface AddressLineFieldProps extends ControlProps {
  maxLength: number | undefined;
  /** The Google adapter once loaded; null with the zip-table fallback. */
  adapter: MapsAdapter | null;
  countries: readonly string[];
  onPlace: (place: PlaceAddress) => void;
}

/** An address line with the maps adapter's suggestions attached to it (the address autocomplete rule). */
export function AddressLineField({ adapter, countries, onPlace, ...props }: AddressLineFieldProps) {
  const [element, setElement] = useState<HTMLInputElement | null>(null);
  useEffect(() => {
    if (!adapter || !element || props.readOnly) return;
    return adapter.attachAutocomplete(element, countries, onPlace);
  }, [adapter, element, countries, onPlace, props.readOnly]);
  return <TextField {...props} inputRef={setElement} suggestionsAttached={Boolean(adapter)} />;
}
