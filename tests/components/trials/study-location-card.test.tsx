import { render, screen } from '@testing-library/react';
import { StudyLocationCard } from '../../../src/components/cards/study-location-card';
import { joinIndications } from '../../../src/shared/domain/cards/contact-links';
import { fullTrial } from '../../unit/trials/trial-fixture';

const texts = {
  mapText: 'View on map',
  newWindowText: 'opens in a new window',
  status: { Enrolling: 'Enrolling', 'Not Yet Enrolling': 'Not Yet Enrolling', Closed: 'Closed' },
};
const [enrolling, closed] = fullTrial().locations;

describe('StudyLocationCard ("Study location card")', () => {
  it('shows Enrolling in teal and other statuses grey', () => {
    const { rerender } = render(<StudyLocationCard location={enrolling!} texts={texts} />);
    expect(screen.getByText('Enrolling')).toHaveClass('study-location-card__status--enrolling');
    rerender(<StudyLocationCard location={closed!} texts={texts} />);
    expect(screen.getByText('Closed')).toHaveClass('study-location-card__status--other');
  });

  it("joins the indications with ' | '", () => {
    render(<StudyLocationCard location={enrolling!} texts={texts} />);
    expect(screen.getByText('Migraine | Chronic migraine')).toBeInTheDocument();
    expect(joinIndications(' a, b ,, c ')).toBe('a | b | c');
  });

  it('opens the map link (maps link + lat,lng) in a new window and the phone as a tel: link', () => {
    render(<StudyLocationCard location={enrolling!} texts={texts} />);
    const map = screen.getByRole('link', { name: 'View on map (opens in a new window)' });
    expect(map).toHaveAttribute('target', '_blank');
    expect(map.getAttribute('rel')).toContain('noopener');
    expect(map.getAttribute('href')).toContain(encodeURIComponent('41.892500,-87.626200'));
    expect(screen.getByRole('link', { name: '(312) 555-0100' })).toHaveAttribute('href', 'tel:3125550100');
  });

  it('has no map link for a registry site without coordinates, and still shows its place', () => {
    const { locationlatitude: _lat, locationlongitude: _lon, ...unplaced } = enrolling!;
    render(<StudyLocationCard location={unplaced} texts={texts} />);
    expect(screen.queryByRole('link', { name: /View on map/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: enrolling!.locationsitename })).toBeInTheDocument();
  });

  it('has no phone link without a phone', () => {
    render(<StudyLocationCard location={closed!} texts={texts} />);
    expect(screen.queryByRole('link', { name: /555/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Evanston Headache Clinic' })).toBeInTheDocument();
  });
});
