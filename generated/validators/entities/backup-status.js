// DO NOT EDIT: generated from schemas/entities/backup-status.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv-formats/dist/formats.js";
import * as __m1 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"BackupStatus","description":"The backups as /admin shows them (issue 24, decision 060): the last that succeeded, a failure since, and whether a day has passed without one.","type":"object","properties":{"lastSucceeded":{"anyOf":[{"type":"null"},{"type":"object","properties":{"finishedAt":{"type":"string","format":"date-time","maxLength":40},"file":{"type":"string","maxLength":255},"size":{"type":"integer","minimum":0,"maximum":1000000000000000},"trigger":{"enum":["daily","command","reset"]}},"required":["finishedAt","file","size","trigger"],"additionalProperties":false}]},"lastFailed":{"description":"The newest failed backup after the last that succeeded.","anyOf":[{"type":"null"},{"type":"object","properties":{"finishedAt":{"type":"string","format":"date-time","maxLength":40},"error":{"type":"string","maxLength":2000}},"required":["finishedAt","error"],"additionalProperties":false}]},"isOverdue":{"description":"No backup succeeded within the last 24 hours.","type":"boolean"},"isScheduled":{"description":"The server takes a daily backup (BACKUP_KEEP above 0).","type":"boolean"},"keep":{"type":"integer","minimum":0,"maximum":100000}},"required":["lastSucceeded","lastFailed","isOverdue","isScheduled","keep"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/backup-status.schema.json"};
const formats0 = __cjs(__m0).fullFormats["date-time"];
const func0 = __cjs(__m1).default;

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/backup-status.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.lastSucceeded === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lastSucceeded"},message:"must have required property '"+"lastSucceeded"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.lastFailed === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lastFailed"},message:"must have required property '"+"lastFailed"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.isOverdue === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isOverdue"},message:"must have required property '"+"isOverdue"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.isScheduled === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isScheduled"},message:"must have required property '"+"isScheduled"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.keep === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "keep"},message:"must have required property '"+"keep"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "lastSucceeded") || (key0 === "lastFailed")) || (key0 === "isOverdue")) || (key0 === "isScheduled")) || (key0 === "keep"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.lastSucceeded !== undefined){
let data0 = data.lastSucceeded;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(data0 !== null){
const err6 = {instancePath:instancePath+"/lastSucceeded",schemaPath:"#/properties/lastSucceeded/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.finishedAt === undefined){
const err7 = {instancePath:instancePath+"/lastSucceeded",schemaPath:"#/properties/lastSucceeded/anyOf/1/required",keyword:"required",params:{missingProperty: "finishedAt"},message:"must have required property '"+"finishedAt"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.file === undefined){
const err8 = {instancePath:instancePath+"/lastSucceeded",schemaPath:"#/properties/lastSucceeded/anyOf/1/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0.size === undefined){
const err9 = {instancePath:instancePath+"/lastSucceeded",schemaPath:"#/properties/lastSucceeded/anyOf/1/required",keyword:"required",params:{missingProperty: "size"},message:"must have required property '"+"size"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data0.trigger === undefined){
const err10 = {instancePath:instancePath+"/lastSucceeded",schemaPath:"#/properties/lastSucceeded/anyOf/1/required",keyword:"required",params:{missingProperty: "trigger"},message:"must have required property '"+"trigger"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 in data0){
if(!((((key1 === "finishedAt") || (key1 === "file")) || (key1 === "size")) || (key1 === "trigger"))){
const err11 = {instancePath:instancePath+"/lastSucceeded",schemaPath:"#/properties/lastSucceeded/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data0.finishedAt !== undefined){
let data1 = data0.finishedAt;
if(typeof data1 === "string"){
if(func0(data1) > 40){
const err12 = {instancePath:instancePath+"/lastSucceeded/finishedAt",schemaPath:"#/properties/lastSucceeded/anyOf/1/properties/finishedAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(formats0.validate(data1))){
const err13 = {instancePath:instancePath+"/lastSucceeded/finishedAt",schemaPath:"#/properties/lastSucceeded/anyOf/1/properties/finishedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/lastSucceeded/finishedAt",schemaPath:"#/properties/lastSucceeded/anyOf/1/properties/finishedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data0.file !== undefined){
let data2 = data0.file;
if(typeof data2 === "string"){
if(func0(data2) > 255){
const err15 = {instancePath:instancePath+"/lastSucceeded/file",schemaPath:"#/properties/lastSucceeded/anyOf/1/properties/file/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/lastSucceeded/file",schemaPath:"#/properties/lastSucceeded/anyOf/1/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data0.size !== undefined){
let data3 = data0.size;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err17 = {instancePath:instancePath+"/lastSucceeded/size",schemaPath:"#/properties/lastSucceeded/anyOf/1/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1000000000000000 || isNaN(data3)){
const err18 = {instancePath:instancePath+"/lastSucceeded/size",schemaPath:"#/properties/lastSucceeded/anyOf/1/properties/size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000000000},message:"must be <= 1000000000000000"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err19 = {instancePath:instancePath+"/lastSucceeded/size",schemaPath:"#/properties/lastSucceeded/anyOf/1/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data0.trigger !== undefined){
let data4 = data0.trigger;
if(!(((data4 === "daily") || (data4 === "command")) || (data4 === "reset"))){
const err20 = {instancePath:instancePath+"/lastSucceeded/trigger",schemaPath:"#/properties/lastSucceeded/anyOf/1/properties/trigger/enum",keyword:"enum",params:{allowedValues: schema0.properties.lastSucceeded.anyOf[1].properties.trigger.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/lastSucceeded",schemaPath:"#/properties/lastSucceeded/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err22 = {instancePath:instancePath+"/lastSucceeded",schemaPath:"#/properties/lastSucceeded/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
}
if(data.lastFailed !== undefined){
let data5 = data.lastFailed;
const _errs17 = errors;
let valid3 = false;
const _errs18 = errors;
if(data5 !== null){
const err23 = {instancePath:instancePath+"/lastFailed",schemaPath:"#/properties/lastFailed/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid3 = valid3 || _valid1;
const _errs20 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.finishedAt === undefined){
const err24 = {instancePath:instancePath+"/lastFailed",schemaPath:"#/properties/lastFailed/anyOf/1/required",keyword:"required",params:{missingProperty: "finishedAt"},message:"must have required property '"+"finishedAt"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data5.error === undefined){
const err25 = {instancePath:instancePath+"/lastFailed",schemaPath:"#/properties/lastFailed/anyOf/1/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key2 in data5){
if(!((key2 === "finishedAt") || (key2 === "error"))){
const err26 = {instancePath:instancePath+"/lastFailed",schemaPath:"#/properties/lastFailed/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data5.finishedAt !== undefined){
let data6 = data5.finishedAt;
if(typeof data6 === "string"){
if(func0(data6) > 40){
const err27 = {instancePath:instancePath+"/lastFailed/finishedAt",schemaPath:"#/properties/lastFailed/anyOf/1/properties/finishedAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!(formats0.validate(data6))){
const err28 = {instancePath:instancePath+"/lastFailed/finishedAt",schemaPath:"#/properties/lastFailed/anyOf/1/properties/finishedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/lastFailed/finishedAt",schemaPath:"#/properties/lastFailed/anyOf/1/properties/finishedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data5.error !== undefined){
let data7 = data5.error;
if(typeof data7 === "string"){
if(func0(data7) > 2000){
const err30 = {instancePath:instancePath+"/lastFailed/error",schemaPath:"#/properties/lastFailed/anyOf/1/properties/error/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/lastFailed/error",schemaPath:"#/properties/lastFailed/anyOf/1/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/lastFailed",schemaPath:"#/properties/lastFailed/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err33 = {instancePath:instancePath+"/lastFailed",schemaPath:"#/properties/lastFailed/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
if(data.isOverdue !== undefined){
if(typeof data.isOverdue !== "boolean"){
const err34 = {instancePath:instancePath+"/isOverdue",schemaPath:"#/properties/isOverdue/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.isScheduled !== undefined){
if(typeof data.isScheduled !== "boolean"){
const err35 = {instancePath:instancePath+"/isScheduled",schemaPath:"#/properties/isScheduled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.keep !== undefined){
let data10 = data.keep;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err36 = {instancePath:instancePath+"/keep",schemaPath:"#/properties/keep/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 100000 || isNaN(data10)){
const err37 = {instancePath:instancePath+"/keep",schemaPath:"#/properties/keep/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err38 = {instancePath:instancePath+"/keep",schemaPath:"#/properties/keep/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
}
else {
const err39 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

