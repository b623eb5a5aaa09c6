import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, filterProjects, isFiltered, parseProjectFilters, projectFiltersToParams } from './project-filters.ts';

describe('project filters in the URL', () => {
  it('reads the defaults from an empty query string', () => {
    expect(parseProjectFilters(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
  });

  it('reads status, search and view, ignoring unknown values', () => {
    expect(parseProjectFilters(new URLSearchParams('status=draft&q=pcb%20board&view=list'))).toEqual({ status: 'draft', q: 'pcb board', view: 'list' });
    expect(parseProjectFilters(new URLSearchParams('status=archived&view=tiles'))).toEqual(DEFAULT_FILTERS);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(projectFiltersToParams(DEFAULT_FILTERS).toString()).toBe('');
    const filters = { status: 'cancelled', q: 'AI/ML & more', view: 'list' } as const;
    const params = projectFiltersToParams(filters);
    expect(params.toString()).toBe('status=cancelled&q=AI%2FML+%26+more&view=list');
    expect(parseProjectFilters(new URLSearchParams(params.toString()))).toEqual(filters);
  });
});

describe('filterProjects', () => {
  const projects = [
    { name: 'Smart Thermostat', description: 'An IoT thermostat with a PCB of our own', status: 'active' as const },
    { name: 'Drone frame', description: 'Carbon frame for racing drones', status: 'draft' as const },
    { name: 'Old robot', description: 'Retired robotics kit', status: 'cancelled' as const },
  ];

  it('filters by status and searches name and description case-insensitively', () => {
    expect(filterProjects(projects, { status: 'all', q: '' })).toHaveLength(3);
    expect(filterProjects(projects, { status: 'draft', q: '' }).map((p) => p.name)).toEqual(['Drone frame']);
    expect(filterProjects(projects, { status: 'all', q: '  pcb ' }).map((p) => p.name)).toEqual(['Smart Thermostat']);
    expect(filterProjects(projects, { status: 'all', q: 'DRONE' }).map((p) => p.name)).toEqual(['Drone frame']);
    expect(filterProjects(projects, { status: 'active', q: 'drone' })).toEqual([]);
  });

  it('knows when the list is filtered', () => {
    expect(isFiltered({ status: 'all', q: '   ' })).toBe(false);
    expect(isFiltered({ status: 'completed', q: '' })).toBe(true);
    expect(isFiltered({ status: 'all', q: 'x' })).toBe(true);
  });
});
