# `cmake --install`: the libraries and their audit variant, their headers,
# stratac, strata, and the CMake package lib/cmake/Strata
# (StrataConfig.cmake, its version file, the exported targets Strata::*, and
# StrataCards.cmake with the functions card authors use: strata_add_cards,
# strata_add_card_registry, strata_add_strata_tool). docs/authoring.md shows
# it in use; examples/external-cards/ is a project built against it.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(StrataPackageDir ${CMAKE_INSTALL_LIBDIR}/cmake/Strata)

# A sanitized Strata's libraries need the sanitizers' run time in whatever
# program links them: the installed package says so.
if(STRATA_SANITIZE)
  foreach(Runtime strata_runtime strata_runtime_audit)
    if(TARGET ${Runtime})
      target_link_options(${Runtime} INTERFACE
        $<INSTALL_INTERFACE:-fsanitize=address,undefined>)
    endif()
  endforeach()
endif()

# The installed programs find libLLVM/libclang-cpp where they were linked.
# They are built with that RUNPATH too (the link path's folders outside the
# build, all absolute): a build RUNPATH is padded with ':' for the install
# to rewrite in place, and an empty entry means the current folder, where a
# libfmt.so.9 would be loaded (issue 29, D110; tools/test/runpath.sh).
set_target_properties(stratac strata strata-audit PROPERTIES INSTALL_RPATH_USE_LINK_PATH ON
                      BUILD_WITH_INSTALL_RPATH ON)

# Two export sets, so that a program that only plays games needs neither
# libLLVM nor fmt (find_package(Strata COMPONENTS game cards)): the engine
# and the pool (StrataEngineTargets), and the rest (StrataTargets: the
# scenario reader, the service, the command line and the programs). Each
# has its audit variant (cmake/StrataAuditVariant.cmake; not in an audit
# build, whose libraries are the audit ones): Strata::<library>_audit.
set(StrataEngineAudit "")
set(StrataToolsAudit "")
if(TARGET strata_runtime_audit)
  set(StrataEngineAudit
    strata_runtime_audit strata_layers_audit strata_game_audit strata_cards_api_audit
    strata_card_pool_audit)
  set(StrataToolsAudit strata_scenario_audit strata_service_audit strata_cli_audit)
endif()

install(TARGETS
    strata_runtime strata_layers strata_game strata_cards_api
    strata_card_pool strata_cards ${StrataEngineAudit}
  EXPORT StrataEngineTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(TARGETS
    strata_scenario strata_service strata_cli ${StrataToolsAudit}
    stratac strata strata-audit
  EXPORT StrataTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(DIRECTORY
    ${PROJECT_SOURCE_DIR}/runtime/include/
    ${PROJECT_SOURCE_DIR}/layers/include/
    ${PROJECT_SOURCE_DIR}/game/include/
    ${PROJECT_SOURCE_DIR}/cards/include/
    ${PROJECT_SOURCE_DIR}/scenario/include/
    ${PROJECT_SOURCE_DIR}/service/include/
    ${PROJECT_BINARY_DIR}/generated/include/
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(EXPORT StrataEngineTargets NAMESPACE Strata:: DESTINATION ${StrataPackageDir})
install(EXPORT StrataTargets NAMESPACE Strata:: DESTINATION ${StrataPackageDir})

# The package links libLLVM (the scenario reader and strata use it) as the
# shared library this build used, without LLVMConfig.cmake (which needs the
# C language and much else): record where it is.
get_target_property(_StrataLlvmConfigs LLVM IMPORTED_CONFIGURATIONS)
list(GET _StrataLlvmConfigs 0 _StrataLlvmConfig)
get_target_property(STRATA_LLVM_LIBRARY LLVM IMPORTED_LOCATION_${_StrataLlvmConfig})
set(STRATA_LLVM_INCLUDE_DIRS ${LLVM_INCLUDE_DIRS})

configure_package_config_file(
  ${PROJECT_SOURCE_DIR}/cmake/StrataConfig.cmake.in
  ${PROJECT_BINARY_DIR}/StrataConfig.cmake
  INSTALL_DESTINATION ${StrataPackageDir})
write_basic_package_version_file(
  ${PROJECT_BINARY_DIR}/StrataConfigVersion.cmake
  VERSION ${PROJECT_VERSION}
  COMPATIBILITY SameMinorVersion)
install(FILES
    ${PROJECT_BINARY_DIR}/StrataConfig.cmake
    ${PROJECT_BINARY_DIR}/StrataConfigVersion.cmake
    ${PROJECT_SOURCE_DIR}/cmake/StrataCards.cmake
    ${PROJECT_SOURCE_DIR}/cards/src/CardLibrary.cpp
  DESTINATION ${StrataPackageDir})
