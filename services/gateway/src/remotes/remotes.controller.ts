import { Controller, Get } from '@nestjs/common';
import { RemoteManifestService } from './remote-manifest.service.js';

/** The shell registers its remotes at runtime from this manifest: no URL is baked into a build. */
@Controller('api')
export class RemotesController {
  constructor(private readonly remotes: RemoteManifestService) {}

  @Get('remotes')
  manifest() {
    return this.remotes.manifest();
  }
}
