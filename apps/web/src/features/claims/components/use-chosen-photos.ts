import { useEffect, useRef, useState } from 'react';
import { checkClaimPhotos } from '../claim-photo-files';

export interface ChosenPhoto {
  id: number;
  file: File;
  /** An object URL for the preview, released when the photo is removed or the form goes away. */
  previewUrl: string;
}

let nextId = 1;

/** The photos chosen for a claim, their previews, and why any chosen file was refused. */
export function useChosenPhotos() {
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const latest = useRef<ChosenPhoto[]>([]);

  useEffect(() => {
    latest.current = photos;
  }, [photos]);
  useEffect(
    () => () => {
      for (const photo of latest.current) URL.revokeObjectURL(photo.previewUrl);
    },
    [],
  );

  function add(files: File[]) {
    const { accepted, problems: refused } = checkClaimPhotos(files, photos.length);
    setProblems(refused);
    setPhotos([...photos, ...accepted.map((file) => ({ id: nextId++, file, previewUrl: URL.createObjectURL(file) }))]);
  }

  function remove(id: number) {
    const removed = photos.find((photo) => photo.id === id);
    if (removed) URL.revokeObjectURL(removed.previewUrl);
    setPhotos(photos.filter((photo) => photo.id !== id));
    setProblems([]);
  }

  return { photos, problems, add, remove };
}

export type ChosenPhotos = ReturnType<typeof useChosenPhotos>;
